/** Attribution the school list's licence (CC BY 4.0) asks us to show, on the About page. */
export const SCHOOL_LIST_ATTRIBUTION = "School list: Ministry of Education, CC BY 4.0";
